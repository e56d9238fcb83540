export { LocalizedDates } from './localized-dates';
