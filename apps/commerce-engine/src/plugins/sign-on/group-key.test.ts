import { describe, expect, it } from 'vitest';
import { groupKeyOf, slugOf } from './group-key';

describe('slugOf', () => {
  it('makes a lower-case ASCII slug', () => {
    expect(slugOf('Members')).toBe('members');
    expect(slugOf('  VIP Season-Ticket Holders! ')).toBe('vip-season-ticket-holders');
    expect(slugOf('Café Crème')).toBe('cafe-creme');
    expect(slugOf('สมาชิก')).toBe('');
    expect(slugOf(null)).toBe('');
  });
});

describe('groupKeyOf', () => {
  it('is general for a customer in no group', () => {
    expect(groupKeyOf([])).toBe('general');
  });
  it('takes the key field of the first (oldest) group, else its name', () => {
    const members = { id: 2, name: 'Members', customFields: { key: 'members' } };
    const vip = { id: 10, name: 'VIP Fans', customFields: { key: null } };
    expect(groupKeyOf([vip, members])).toBe('members');
    expect(groupKeyOf([vip])).toBe('vip-fans');
    expect(
      groupKeyOf([
        { id: 'T_10', name: 'B' },
        { id: 'T_9', name: 'A' },
      ]),
    ).toBe('a');
  });
  it('slugs a key field and falls back to the id when neither key nor name gives one', () => {
    expect(groupKeyOf([{ id: 1, name: 'x', customFields: { key: 'Season Ticket' } }])).toBe('season-ticket');
    expect(groupKeyOf([{ id: 7, name: 'สมาชิก' }])).toBe('group-7');
  });
});
