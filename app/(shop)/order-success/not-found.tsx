export { default, metadata } from '@/app/(shop)/views/missing-order/confirmation/not-found';
