export { default, metadata } from '@/app/(shop)/views/missing-order/payment/not-found';
