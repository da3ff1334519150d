import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SideDialog, type SideDialogState } from './side-dialog';

function state(open: boolean): SideDialogState {
  return {
    open,
    close: vi.fn(),
    focusClose: vi.fn(),
    closeRef: createRef<HTMLButtonElement>(),
    dialogProps: { ref: createRef<HTMLDialogElement>() } as unknown as SideDialogState['dialogProps'],
  };
}

const render = (open: boolean, actions?: string) =>
  renderToStaticMarkup(
    <SideDialog
      dialog={state(open)}
      id="cart-sidebar"
      title="Your cart"
      closeLabel="Close cart"
      actions={actions ? <button type="button">{actions}</button> : undefined}
    >
      <p>Lines</p>
    </SideDialog>,
  );

describe('SideDialog', () => {
  it('is a dialog named by its heading, with its id as test id, and empty while closed', () => {
    expect(render(false)).toMatch(
      /^<dialog id="cart-sidebar" class="[^"]*" aria-labelledby="cart-sidebar-title" data-testid="cart-sidebar"><\/dialog>$/,
    );
  });

  it('shows its heading, a close button named for what it closes, its content and then its actions while open', () => {
    const html = render(true, 'View cart');
    expect(html).toContain('<h2 id="cart-sidebar-title">Your cart</h2>');
    expect(html).toMatch(/<button type="button" class="icon-button" aria-label="Close cart">/);
    expect(html.indexOf('<p>Lines</p>')).toBeGreaterThan(html.indexOf('Close cart'));
    expect(html.indexOf('View cart')).toBeGreaterThan(html.indexOf('<p>Lines</p>'));
  });

  it('has no actions row without actions', () => {
    expect(render(true)).not.toContain('View cart');
    expect(render(true).match(/<div/g)).toHaveLength(2);
  });
});
