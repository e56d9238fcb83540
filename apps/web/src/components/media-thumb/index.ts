export { MediaThumb } from './media-thumb';
