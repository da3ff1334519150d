/* eslint-disable @typescript-eslint/no-explicit-any -- a test fixture: resolver arguments are GraphQL inputs the reference schema has already validated and coerced */
/**
 * The fixture store's wishlists (one per customer, by email) and the reviews customers wrote, for
 * the schema fetch (schema-fetch.ts): `customer.wishlists`, `customer.reviews`,
 * `addProductsToWishlist`, `removeProductsFromWishlist`, answered as Magento answers them.
 */
type Args = Record<string, any>;

interface Line {
  id: number;
  sku: string;
  options: string[];
  added_at: string;
}

export function createFixtureWishlists(products: readonly any[]) {
  const lists = new Map<string, { id: string; lines: Line[] }>();
  const reviews = new Map<string, any[]>();
  let next = 1;
  let clock = 0;

  function listOf(email: string) {
    let list = lists.get(email);
    if (!list) {
      list = { id: String(lists.size + 1), lines: [] };
      lists.set(email, list);
    }
    return list;
  }

  function answer(list: { id: string; lines: Line[] }) {
    return {
      id: list.id,
      items_v2: {
        items: list.lines.map((line) => {
          const product = products.find((p) => p.sku === line.sku);
          const variant = product?.variants?.find((v: any) => v.attributes.every((a: any) => line.options.includes(a.uid)));
          return {
            __typename: product?.__typename === 'ConfigurableProduct' ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
            id: String(line.id),
            quantity: 1,
            added_at: line.added_at,
            product,
            customizable_options: [],
            child_sku: variant?.product.sku ?? line.sku,
            configurable_options: line.options.map((uid) => ({
              id: 1,
              configurable_product_option_uid: 'opt-size',
              configurable_product_option_value_uid: uid,
              option_label: 'Size',
              value_label: uid,
              value_id: 1,
            })),
          };
        }),
      },
    };
  }

  function ownList(email: string, wishlistId: string) {
    const list = listOf(email);
    if (list.id !== String(wishlistId))
      throw Object.assign(new Error('The wishlist was not found.'), { extensions: { category: 'graphql-input' } });
    return list;
  }

  return {
    /** The wishlist and reviews fields of the customer with this email. */
    customerFields(email: string) {
      return {
        wishlists: () => [answer(listOf(email))],
        reviews: ({ pageSize, currentPage }: Args) => {
          const own = reviews.get(email) ?? [];
          return {
            items: own.slice((currentPage - 1) * pageSize, currentPage * pageSize),
            page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(own.length / pageSize) },
          };
        },
      };
    },
    /** A review the customer with this email wrote (theirs whatever its moderation). */
    recordReview(email: string, review: any) {
      reviews.set(email, [review, ...(reviews.get(email) ?? [])]);
    },
    root(customerOf: (context: { headers: Record<string, string> }) => string) {
      return {
        addProductsToWishlist: ({ wishlistId, wishlistItems }: Args, context: { headers: Record<string, string> }) => {
          const list = ownList(customerOf(context), wishlistId);
          const user_errors: any[] = [];
          for (const item of wishlistItems) {
            if (!products.some((p) => p.sku === item.sku)) {
              user_errors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` });
              continue;
            }
            clock += 1;
            list.lines.push({
              id: next++,
              sku: item.sku,
              options: item.selected_options ?? [],
              added_at: `2026-12-01 10:00:${String(clock).padStart(2, '0')}`,
            });
          }
          return { wishlist: answer(list), user_errors };
        },
        removeProductsFromWishlist: ({ wishlistId, wishlistItemsIds }: Args, context: { headers: Record<string, string> }) => {
          const list = ownList(customerOf(context), wishlistId);
          list.lines = list.lines.filter((l) => !wishlistItemsIds.includes(String(l.id)));
          return { wishlist: answer(list), user_errors: [] };
        },
      };
    },
  };
}
