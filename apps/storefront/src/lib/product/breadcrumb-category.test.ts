import { describe, expect, it } from 'vitest';
import { breadcrumbCategory, expectedTrailCategory, MAX_CATEGORY_UID_LENGTH } from './breadcrumb-category';

const kits = { uid: '10', name: 'Kits', url_key: 'kits', url_path: 'kits', position: 1 };
const home = { uid: '11', name: 'Home kit', url_key: 'home-kit', url_path: 'kits/home-kit', position: 2 };
const sale = { uid: '20', name: 'Sale', url_key: 'sale', url_path: 'sale', position: 0 };

describe('breadcrumbCategory', () => {
  it('follows the last-visited category the product belongs to', () => {
    expect(breadcrumbCategory([kits, home, sale], '10')).toBe(kits);
    expect(breadcrumbCategory([kits, home, sale], '20')).toBe(sale);
  });
  it('takes the deepest category otherwise', () => {
    expect(breadcrumbCategory([kits, home, sale], '99')).toBe(home);
    expect(breadcrumbCategory([kits, home, sale], undefined)).toBe(home);
  });
  it('breaks ties by position and answers null without categories', () => {
    expect(breadcrumbCategory([kits, sale], undefined)).toBe(sale);
    expect(breadcrumbCategory([], '10')).toBeNull();
  });
});

describe('expectedTrailCategory', () => {
  const uids = ['shop-all', 'kits', 'home-kit'];

  it('is the last-visited category when the product is in it, else the deepest', () => {
    expect(expectedTrailCategory(uids, 'home-kit', 'shop-all')).toBe('shop-all');
    expect(expectedTrailCategory(uids, 'home-kit', 'training')).toBe('home-kit');
    expect(expectedTrailCategory(uids, 'home-kit', undefined)).toBe('home-kit');
    expect(expectedTrailCategory([], null, 'shop-all')).toBeNull();
  });

  it('ignores a cookie value too long to be a uid, as the server does', () => {
    const long = 'k'.repeat(MAX_CATEGORY_UID_LENGTH + 1);
    expect(expectedTrailCategory([...uids, long], 'home-kit', long)).toBe('home-kit');
    expect(breadcrumbCategory([kits, home, { ...sale, uid: long }], long)?.uid).toBe(home.uid);
  });
});
