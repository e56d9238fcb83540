export { ImageInput, type ImageInputProps } from './image-input';
