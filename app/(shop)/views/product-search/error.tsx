'use client';

export { default } from '@/components/catalogue/CatalogueError';
