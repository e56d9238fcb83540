import { ownValue } from '../own.js';

export type MessageFormats = Readonly<Record<string, (value: unknown) => string>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * Fills `{{name}}` with a value and `{{name, format}}` with a value through one of the
 * formats (the web app's `isolate`); a value that is not given leaves nothing.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, unknown>>, formats: MessageFormats = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string, format: string | undefined) => {
    const value = ownValue(values, name);
    if (value === undefined || value === null) return '';
    const formatter = format === undefined ? undefined : ownValue(formats, format);
    return formatter ? formatter(value) : String(value);
  });
}
