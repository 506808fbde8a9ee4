export { default, metadata } from '@/app/views/missing-order/confirmation/not-found';
