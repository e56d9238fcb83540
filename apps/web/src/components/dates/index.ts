export { LocalizedDates } from './localized-dates';
export { DayFields } from './day-fields';
