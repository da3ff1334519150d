/** A card's balance in the order currency, in the order the cards were applied. */
export interface CardBalance {
  code: string;
  balance: number;
}

export interface CardAllocation {
  code: string;
  amount: number;
}

/**
 * How much each applied card pays of `total` (minor units): cards in the order applied, each
 * at most its balance, never more than what is left. The sum is the gift card amount; the
 * grand total minus it is what the shopper still pays by another method.
 */
export function allocateGiftCards(total: number, cards: CardBalance[]): CardAllocation[] {
  let remaining = Math.max(0, Math.floor(total));
  return cards.map((card) => {
    const amount = Math.min(Math.max(0, card.balance), remaining);
    remaining -= amount;
    return { code: card.code, amount };
  });
}

export function sumAllocations(allocations: Array<{ amount: number }>): number {
  return allocations.reduce((sum, a) => sum + a.amount, 0);
}
