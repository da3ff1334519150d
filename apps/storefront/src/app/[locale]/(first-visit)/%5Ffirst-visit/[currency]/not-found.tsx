export { default } from '@/app/[locale]/(default)/not-found';
