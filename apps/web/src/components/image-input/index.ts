export { ImageInput, useObjectUrl, type ImageInputProps } from './image-input';
export { ImageField } from './image-field';
