import { describe, expect, it } from 'vitest';
import { dialogSearchPatch, parseDialogParams } from './dialog-params';

const actions = ['create', 'edit', 'history'] as const;

describe('parseDialogParams', () => {
  it('reads a known action and its id', () => {
    expect(parseDialogParams({ action: 'edit', id: 5 }, actions)).toEqual({ action: 'edit', id: 5 });
    expect(parseDialogParams({ action: 'edit', id: '7' }, actions)).toEqual({ action: 'edit', id: 7 });
  });

  it('ignores unknown actions and bad ids', () => {
    expect(parseDialogParams({ action: 'drop', id: 5 }, actions)).toEqual({ action: null, id: null });
    expect(parseDialogParams({ action: 'edit', id: -1 }, actions)).toEqual({ action: 'edit', id: null });
    expect(parseDialogParams({ action: 'create', id: 'x' }, actions)).toEqual({ action: 'create', id: null });
    expect(parseDialogParams({}, actions)).toEqual({ action: null, id: null });
  });
});

describe('dialogSearchPatch', () => {
  it('sets and clears both params', () => {
    expect(dialogSearchPatch('edit', 5)).toEqual({ action: 'edit', id: 5 });
    expect(dialogSearchPatch('create')).toEqual({ action: 'create', id: undefined });
    expect(dialogSearchPatch(null, 5)).toEqual({ action: undefined, id: undefined });
  });
});
