export { default, metadata } from '@/app/views/missing-order/payment/not-found';
