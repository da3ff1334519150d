import { describe, expect, it } from 'vitest';
import { comboboxKey, moveActive, type ComboboxState } from './combobox';

const closed: ComboboxState = { open: false, active: -1, count: 3, hasText: true };
const opened: ComboboxState = { open: true, active: 1, count: 3, hasText: true };
const key = (name: string, altKey = false) => ({ key: name, altKey });

describe('moveActive', () => {
  it('wraps around with the arrows, jumps with Home and End, and has nothing to move in an empty list', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('ArrowDown', 0, 0)).toBe(-1);
  });
});

describe('comboboxKey', () => {
  it('opens a closed list with the arrows on its first or last option', () => {
    expect(comboboxKey(key('ArrowDown'), closed)).toEqual({ do: 'open', active: 0, prevent: true });
    expect(comboboxKey(key('ArrowUp'), closed)).toEqual({ do: 'open', active: 2, prevent: true });
  });

  it('moves the active option of an open list, wrapping around', () => {
    expect(comboboxKey(key('ArrowDown'), opened)).toEqual({ do: 'move', active: 2, prevent: true });
    expect(comboboxKey(key('ArrowDown'), { ...opened, active: 2 })).toEqual({ do: 'move', active: 0, prevent: true });
    expect(comboboxKey(key('ArrowUp'), { ...opened, active: 0 })).toEqual({ do: 'move', active: 2, prevent: true });
  });

  it('leaves the arrows to the browser while there are no options', () => {
    expect(comboboxKey(key('ArrowDown'), { ...closed, count: 0 })).toEqual({ do: 'nothing', prevent: false });
  });

  it('opens a fixed list even when nothing matches, and without an active option on Alt+arrow', () => {
    const fixed = { fixedList: true };
    expect(comboboxKey(key('ArrowDown'), { ...closed, count: 0 }, fixed)).toEqual({ do: 'open', active: -1, prevent: true });
    expect(comboboxKey(key('ArrowDown', true), closed, fixed)).toEqual({ do: 'open', active: -1, prevent: true });
    expect(comboboxKey(key('ArrowDown', true), closed)).toEqual({ do: 'open', active: 0, prevent: true });
    expect(comboboxKey(key('ArrowUp'), { ...opened, count: 0, active: -1 }, fixed)).toEqual({ do: 'move', active: -1, prevent: true });
  });

  it('jumps with Home and End only where allowed and while an option is active', () => {
    expect(comboboxKey(key('End'), opened, { homeEnd: true })).toEqual({ do: 'move', active: 2, prevent: true });
    expect(comboboxKey(key('Home'), opened, { homeEnd: true })).toEqual({ do: 'move', active: 0, prevent: true });
    expect(comboboxKey(key('Home'), { ...opened, active: -1 }, { homeEnd: true })).toEqual({ do: 'nothing', prevent: false });
    expect(comboboxKey(key('Home'), opened)).toEqual({ do: 'nothing', prevent: false });
  });

  it('picks the active option on Enter, and otherwise lets the form submit', () => {
    expect(comboboxKey(key('Enter'), opened)).toEqual({ do: 'pick', index: 1, prevent: true });
    expect(comboboxKey(key('Enter'), { ...opened, active: -1 })).toEqual({ do: 'nothing', prevent: false });
    expect(comboboxKey(key('Enter'), { ...closed, active: 1 })).toEqual({ do: 'nothing', prevent: false });
  });

  it('never submits on Enter where the combobox is no form field, and picks the only option shown', () => {
    const finder = { enterPicksOnly: true };
    expect(comboboxKey(key('Enter'), { ...opened, active: -1, count: 1 }, finder)).toEqual({ do: 'pick', index: 0, prevent: true });
    expect(comboboxKey(key('Enter'), { ...opened, active: -1 }, finder)).toEqual({ do: 'nothing', prevent: true });
    expect(comboboxKey(key('Enter'), { ...closed, count: 1 }, finder)).toEqual({ do: 'nothing', prevent: true });
  });

  it('closes an open list on Escape, then clears the text, then leaves Escape to the page', () => {
    expect(comboboxKey(key('Escape'), opened)).toEqual({ do: 'close', prevent: true });
    expect(comboboxKey(key('Escape'), closed)).toEqual({ do: 'clear', prevent: true });
    expect(comboboxKey(key('Escape'), { ...closed, hasText: false })).toEqual({ do: 'nothing', prevent: false });
  });

  it('closes the list when Tab moves focus on, without holding focus back', () => {
    expect(comboboxKey(key('Tab'), opened)).toEqual({ do: 'close', prevent: false });
  });

  it('leaves every other key to the input', () => {
    expect(comboboxKey(key('a'), opened)).toEqual({ do: 'nothing', prevent: false });
  });
});
