export { default } from '@/components/adventures/AdventureNotFound';
