import { optionValueUid, productBySku, type StandInProduct } from './catalogue';
import { inputError, productAnswer, type Scope } from './catalogue-answers';
import type { StandInCustomer } from './customers';

/**
 * Each customer's wishlist and the reviews they wrote, as Magento Open Source keeps them, in
 * memory: one wishlist per customer (made the first time it is asked for), its lines by product
 * and chosen options (adding the same again adds to the quantity, as Magento does), and every
 * review a customer wrote with their token, whatever its moderation (`customer.reviews` lists
 * them all; a product lists only the approved ones, and the stand-in approves none).
 */
type Args = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL inputs the schema has validated

interface Line {
  id: number;
  sku: string;
  /** A configurable's chosen option values (their uids), in the order given. */
  options: string[];
  quantity: number;
  addedAt: string;
}

interface CustomerReview {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

/** Magento's date-time format (UTC). */
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export function createWishlists() {
  const lists = new Map<number, { id: number; lines: Line[] }>();
  const reviews = new Map<number, CustomerReview[]>();
  let nextLine = 1;

  function listOf(customer: StandInCustomer) {
    let list = lists.get(customer.id);
    if (!list) {
      list = { id: customer.id, lines: [] };
      lists.set(customer.id, list);
    }
    return list;
  }

  /** The customer's own wishlist by the id given: Magento's words for another's or none. */
  function ownList(customer: StandInCustomer, wishlistId: unknown) {
    const list = listOf(customer);
    if (String(wishlistId) !== String(list.id)) throw inputError('The wishlist was not found.');
    return list;
  }

  /** The configurable's variant the option values name (every one of its attributes chosen), or null. */
  function variantOf(product: StandInProduct, options: readonly string[]) {
    return product.variants.find((v) => Object.entries(v.values).every(([a, code]) => options.includes(optionValueUid(a, code)))) ?? null;
  }

  function lineAnswer(line: Line, scope: Scope) {
    const product = productBySku(line.sku);
    if (!product) return null;
    const base = {
      id: String(line.id),
      quantity: line.quantity,
      description: null,
      added_at: line.addedAt,
      product: productAnswer(product, scope),
    };
    if (product.typename === 'ConfigurableProduct') {
      const variant = variantOf(product, line.options);
      return {
        ...base,
        __typename: 'ConfigurableWishlistItem',
        child_sku: variant?.sku ?? product.def.sku,
        configurable_options: variant
          ? Object.entries(variant.values).map(([attribute, code]) => ({
              configurable_product_option_uid: Buffer.from(`configurable/${product.id}/${attribute}`).toString('base64'),
              configurable_product_option_value_uid: optionValueUid(attribute, code),
              option_label: attribute,
              value_label: code,
            }))
          : [],
      };
    }
    return { ...base, __typename: product.typename === 'BundleProduct' ? 'BundleWishlistItem' : 'SimpleWishlistItem' };
  }

  function wishlistAnswer(list: { id: number; lines: Line[] }, scope: Scope) {
    return {
      id: String(list.id),
      items_count: list.lines.length,
      items_v2: ({ pageSize = 20, currentPage = 1 }: Args) => {
        const size = Number(pageSize);
        const page = Number(currentPage);
        const items = list.lines.slice((page - 1) * size, page * size).map((l) => lineAnswer(l, scope));
        return { items, page_info: { current_page: page, page_size: size, total_pages: Math.max(1, Math.ceil(list.lines.length / size)) } };
      },
    };
  }

  function addOne(list: { lines: Line[] }, item: Args): { code: string; message: string } | null {
    const sku = String(item.sku ?? '');
    const product = productBySku(sku);
    if (!product) return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` };
    if (!(Number(item.quantity) > 0)) return { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' };
    const options: string[] = product.typename === 'ConfigurableProduct' ? [...(item.selected_options ?? [])].map(String) : [];
    if (options.length > 0 && !variantOf(product, options))
      return { code: 'UNDEFINED', message: 'The product options you selected are not available.' };
    const key = [...options].sort().join(',');
    const same = list.lines.find((l) => l.sku === sku && [...l.options].sort().join(',') === key);
    if (same) same.quantity += Number(item.quantity);
    else list.lines.push({ id: nextLine++, sku, options, quantity: Number(item.quantity), addedAt: now() });
    return null;
  }

  return {
    /** The fields of `customer` these keep: `wishlists` and `reviews`. */
    customerFields(customer: StandInCustomer, scope: Scope) {
      return {
        wishlists: () => [wishlistAnswer(listOf(customer), scope)],
        reviews: ({ pageSize = 20, currentPage = 1 }: Args) => {
          const size = Number(pageSize);
          const page = Number(currentPage);
          // Newest first, as Magento orders them.
          const own = [...(reviews.get(customer.id) ?? [])].reverse();
          return {
            items: own.slice((page - 1) * size, page * size).map((r) => {
              const product = productBySku(r.sku);
              const values = r.ratings_breakdown.map((b) => Number(b.value)).filter((v) => v > 0);
              const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
              return { ...r, average_rating: Math.round(mean * 20), product: product ? productAnswer(product, scope) : null };
            }),
            page_info: { current_page: page, page_size: size, total_pages: Math.ceil(own.length / size) },
          };
        },
      };
    },

    addProductsToWishlist({ wishlistId, wishlistItems }: Args, customer: StandInCustomer, scope: Scope) {
      const list = ownList(customer, wishlistId);
      const user_errors = (wishlistItems as Args[]).flatMap((item) => addOne(list, item) ?? []);
      return { wishlist: wishlistAnswer(list, scope), user_errors };
    },

    removeProductsFromWishlist({ wishlistId, wishlistItemsIds }: Args, customer: StandInCustomer, scope: Scope) {
      const list = ownList(customer, wishlistId);
      const user_errors: Array<{ code: string; message: string }> = [];
      for (const id of wishlistItemsIds as string[]) {
        const at = list.lines.findIndex((l) => String(l.id) === String(id));
        if (at < 0) user_errors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${id}"` });
        else list.lines.splice(at, 1);
      }
      return { wishlist: wishlistAnswer(list, scope), user_errors };
    },

    /** A review a signed-in customer wrote: theirs, listed by `customer.reviews`. */
    recordReview(customer: StandInCustomer, review: CustomerReview) {
      reviews.set(customer.id, [...(reviews.get(customer.id) ?? []), review]);
    },
  };
}
