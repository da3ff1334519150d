import 'server-only';
import { districts, provinces, subDistricts } from '@bilions/thailand-address';
import { buildThaiAddressIndex, type ThaiAddressIndex } from './thai-address-search';
import { normaliseThaiAreas } from './thai-areas';

let index: ThaiAddressIndex | null = null;

/**
 * The finder's index, built on first use and kept for the life of the server process (about
 * 7,300 areas, a few MB). Server only: the dataset never reaches a client bundle.
 */
export function getThaiAddressIndex(): ThaiAddressIndex {
  index ??= buildThaiAddressIndex(normaliseThaiAreas(provinces, districts, subDistricts));
  return index;
}
