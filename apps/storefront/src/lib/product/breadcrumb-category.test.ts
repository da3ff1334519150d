import { describe, expect, it } from 'vitest';
import { breadcrumbCategory } from './breadcrumb-category';

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
