'use client';

export { default } from '@/components/adventures/AdventuresError';
