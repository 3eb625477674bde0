import { applyEdit, ZERO_MEASURES, type Measures } from '@purlwise/core';
import { boxText, cardReducer, initialCard, isChanged, measuresOf, renameTarget, type CardAction, type CardState } from './cardState';

const run = (s: CardState, ...actions: CardAction[]) => actions.reduce(cardReducer, s);
const swatch: Measures = { ...ZERO_MEASURES, tensionRows: 20, tensionWidth: 10, tensionStitches: 28, tensionHeight: 10 };

describe('calculator card state', () => {
  it('starts locked, unchanged, with the rename box closed', () => {
    const s = initialCard(swatch);
    expect(s.locked).toBe(true);
    expect(isChanged(s)).toBe(false);
    expect(s.renaming).toBeNull();
    expect(boxText(s, 'tensionRows')).toBe('20');
  });

  it('computes exactly what core applyEdit computes, locked and unlocked', () => {
    let s = run(initialCard(swatch), { type: 'edit', key: 'resultWidth', raw: '50' });
    expect(s.current).toEqual(applyEdit(swatch, 'resultWidth', '50', true));
    expect(s.current.resultRows).toBe(100);
    s = run(s, { type: 'toggleLock' }, { type: 'edit', key: 'resultStitches', raw: '56' });
    expect(s.locked).toBe(false);
    expect(s.current).toEqual(applyEdit(applyEdit(swatch, 'resultWidth', '50', true), 'resultStitches', '56', false));
  });

  it('keeps the raw text of the box being typed in until it loses focus', () => {
    let s = run(initialCard(swatch), { type: 'edit', key: 'resultWidth', raw: '12.' });
    expect(boxText(s, 'resultWidth')).toBe('12.');
    expect(boxText(s, 'resultRows')).toBe(String(s.current.resultRows));
    s = run(s, { type: 'blur', key: 'resultWidth' });
    expect(boxText(s, 'resultWidth')).toBe('12');
    s = run(s, { type: 'edit', key: 'tensionRows', raw: 'abc' }, { type: 'blur', key: 'tensionRows' });
    expect(boxText(s, 'tensionRows')).toBe('0');
    expect(run(s, { type: 'blur', key: 'tensionRows' })).toBe(s);
  });

  it('shows Apply/Cancel after a change; Cancel restores the loaded values', () => {
    let s = run(initialCard(swatch), { type: 'edit', key: 'tensionRows', raw: '24' });
    expect(isChanged(s)).toBe(true);
    s = run(s, { type: 'cancel' });
    expect(isChanged(s)).toBe(false);
    expect(s.current).toEqual(swatch);
    expect(s.drafts).toEqual({});
  });

  it('typing the loaded value back hides Apply/Cancel', () => {
    const s = run(initialCard(swatch), { type: 'edit', key: 'tensionRows', raw: '24' }, { type: 'edit', key: 'tensionRows', raw: '20' });
    expect(isChanged(s)).toBe(false);
  });

  it('takes new loaded values after a write, keeps pending edits on an identical refetch', () => {
    const edited = run(initialCard(swatch), { type: 'edit', key: 'tensionRows', raw: '24' });
    expect(run(edited, { type: 'loaded', measures: { ...swatch } })).toBe(edited);
    const applied = run(edited, { type: 'loaded', measures: edited.current });
    expect(isChanged(applied)).toBe(false);
    expect(applied.loaded).toEqual(edited.current);
  });

  it('renames with a trimmed, non-blank name', () => {
    let s = run(initialCard(swatch), { type: 'startRename', name: 'Socks' });
    expect(s.renaming).toBe('Socks');
    s = run(s, { type: 'renameText', text: '  Mittens ' });
    expect(renameTarget(s)).toBe('Mittens');
    expect(renameTarget(run(s, { type: 'renameText', text: '   ' }))).toBeNull();
    s = run(s, { type: 'stopRename' });
    expect(s.renaming).toBeNull();
    expect(renameTarget(s)).toBeNull();
    expect(run(s, { type: 'renameText', text: 'x' })).toBe(s);
  });

  it('picks the eight measures out of a calculator', () => {
    expect(measuresOf({ ...swatch, id: 3, name: 'x' } as Measures & { id: number; name: string })).toEqual(swatch);
  });
});

describe('hints and tenths of an inch (issue #26 point 9)', () => {
  const inches = { ...swatch, tensionRows: 22, tensionWidth: 4 };

  it('says when a count is truncated or a value becomes 0, until the next edit or Cancel', () => {
    let s = run(initialCard(swatch), { type: 'edit', key: 'tensionRows', raw: '22.6' });
    expect(s.hint).toEqual({ key: 'tensionRows', note: 'truncated', value: 22 });
    s = run(s, { type: 'blur', key: 'tensionRows' });
    expect(s.hint?.note).toBe('truncated');
    s = run(s, { type: 'edit', key: 'tensionWidth', raw: 'ten' });
    expect(s.hint).toEqual({ key: 'tensionWidth', note: 'zero', value: 0 });
    s = run(s, { type: 'edit', key: 'tensionWidth', raw: '10' });
    expect(s.hint).toBeNull();
    s = run(s, { type: 'edit', key: 'tensionWidth', raw: '-1' }, { type: 'cancel' });
    expect(s.hint).toBeNull();
  });

  it('derives lengths to the decimals the edit asks for', () => {
    const s = run(initialCard(inches), { type: 'edit', key: 'resultRows', raw: '120', lengthDecimals: 1 });
    expect(s.current.resultWidth).toBe(21.8);
  });
});
