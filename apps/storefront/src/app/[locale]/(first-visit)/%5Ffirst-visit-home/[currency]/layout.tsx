// The home twin's layout is the catalogue twin's (docs/decisions/0036).
export const dynamic = 'force-static';
export { default } from '../../%5Ffirst-visit/[currency]/layout';
