import { PRODUCT_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ProductBadges } from '@/components/catalogue/ProductBadges';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { Breadcrumb } from '@/components/product/Breadcrumb';
import { ProductDescription } from '@/components/product/ProductDescription';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductMissing } from '@/components/product/ProductMissing';
import { ProductPurchase } from '@/components/product/ProductPurchase';
import { RelatedProducts } from '@/components/product/RelatedProducts';
import { getProduct, listRelatedProducts, listVariations, productSlugRedirect } from '@/lib/commerce';
import { DESCRIPTION_COLLAPSE_AT } from '@/lib/domain/catalogue';
import { MAX_RELATED_PRODUCTS } from '@/lib/domain/related';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import { cutText } from '@/lib/domain/text';
import { productMetadata, productOpenGraphTags } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { OpenGraphTags } from '@/components/seo/OpenGraphTags';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

// Cached per product, rendered on its first request and again when its stock or price (or a related
// product's) changes, or after five minutes (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  return product ? productMetadata(product) : PRODUCT_NOT_FOUND_METADATA;
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) {
    // A renamed product's earlier address: 308 to where it lives now, so shared links keep working.
    const current = await productSlugRedirect(slug);
    if (current) permanentRedirect(`/products/${current}`);
    return (
      <NotFoundPage>
        <ProductMissing />
      </NotFoundPage>
    );
  }

  const [variations, related] = await Promise.all([listVariations(product.slug), listRelatedProducts(product, MAX_RELATED_PRODUCTS)]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <OpenGraphTags tags={productOpenGraphTags(product)} />
      <JsonLd
        data={[
          productJsonLd(product, { variationCount: variations?.length }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Products', path: '/products' },
            { name: product.name, path: `/products/${product.slug}` },
          ]),
        ]}
      />
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Products', href: '/products' }, { name: product.name }]} />

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="relative">
          <ProductGallery images={product.images} productName={product.name} />
        </div>
        <div className="space-y-6">
          <div className="space-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-moss-700">{product.category.name}</p>
            <h1 className="text-3xl font-bold md:text-4xl">{product.name}</h1>
            <ProductBadges product={{ ...product, inStock: true }} inline />
          </div>
          <ProductPurchase
            product={{
              id: product.id,
              name: product.name,
              pricePence: product.pricePence,
              regularPricePence: product.regularPricePence,
              inStock: product.inStock,
              stockQuantity: product.stockQuantity,
              attributes: product.attributes,
            }}
            variations={variations ?? []}
          />
          <section aria-labelledby="description-heading" className="border-t border-moss-100 pt-6">
            <h2 id="description-heading" className="mb-3 text-xl font-semibold">
              About this piece
            </h2>
            <ProductDescription
              html={sanitizeRichText(product.descriptionHtml)}
              summary={cutText(product.descriptionText, DESCRIPTION_COLLAPSE_AT)}
              collapsible={product.descriptionText.length > DESCRIPTION_COLLAPSE_AT}
            />
          </section>
        </div>
      </div>

      <RelatedProducts products={related} />
    </div>
  );
}
