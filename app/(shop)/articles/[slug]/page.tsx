import { STORY_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { IntentLink } from '@/components/ui/IntentLink';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { Breadcrumb } from '@/components/product/Breadcrumb';
import { JsonLd } from '@/components/seo/JsonLd';
import { ShareButtons } from '@/components/stories/ShareButtons';
import { ShopTheStory } from '@/components/stories/ShopTheStory';
import { StoryCard } from '@/components/stories/StoryCard';
import { StoryGrid } from '@/components/stories/StoryGrid';
import { StoryMeta } from '@/components/stories/StoryMeta';
import { StoryNotFound } from '@/components/stories/StoryNotFound';
import { SafeImage } from '@/components/ui/SafeImage';
import { CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import { getArticle, getProduct, listArticles, storyMovedTo, type Product } from '@/lib/commerce';
import { articlePath } from '@/lib/content/store/api-shape';
import type { Article } from '@/lib/content/store';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import { otherStories } from '@/lib/domain/stories';
import { articleJsonLd } from '@/lib/seo/article-json-ld';
import { absoluteUrl, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// Cached per story, rendered on its first request and again when the stories (or the products it
// shows) change, or after five minutes (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

interface StoryPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: StoryPageProps): Promise<Metadata> {
  const article = await getArticle((await params).slug);
  if (!article) return STORY_NOT_FOUND_METADATA;
  const base = pageMetadata({
    title: article.title,
    description: article.excerpt,
    path: articlePath(article.slug),
    type: 'article',
    shareCard: true,
  });
  return {
    ...base,
    keywords: article.keywords,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: (article.modifiedAt ?? article.publishedAt).toISOString(),
      tags: article.keywords,
    },
  };
}

/** The products the story mentions; one that has left the catalogue (or fails to load) is left out. */
async function storyProducts(article: Article): Promise<Product[]> {
  const products = await Promise.all(article.productSlugs.map((slug) => getProduct(slug).catch(() => null)));
  return products.filter((product): product is Product => product !== null);
}

async function moreStories(article: Article): Promise<Article[]> {
  try {
    return otherStories(await listArticles(), article);
  } catch {
    // The story itself loaded; a failed suggestion list should not take it down.
    return [];
  }
}

export default async function StoryPage({ params }: StoryPageProps) {
  const { slug } = await params;
  const article = await getArticle(slug);
  if (!article) {
    // A story the owner renamed: its earlier address answers 308 to the current one, so shared links keep working.
    const moved = await storyMovedTo(slug);
    if (moved) permanentRedirect(articlePath(moved));
    return (
      <NotFoundPage>
        <StoryNotFound />
      </NotFoundPage>
    );
  }

  const [products, others] = await Promise.all([storyProducts(article), moreStories(article)]);
  const path = articlePath(article.slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd
        data={[
          articleJsonLd(article),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Articles', path: '/articles' },
            { name: article.title, path },
          ]),
        ]}
      />
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Articles', href: '/articles' }, { name: article.title }]} />

      <article className="mx-auto mt-8 max-w-3xl">
        <header className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            {article.featured ? (
              <span className="rounded-full bg-gold-500 px-3 py-1 text-sm font-semibold text-slate-ink">Featured</span>
            ) : null}
            <StoryMeta publishedAt={article.publishedAt} readTimeMinutes={article.readTimeMinutes} />
          </div>
          <h1 className="text-3xl font-bold leading-tight md:text-5xl">{article.title}</h1>
          <p className="text-xl text-slate-700">{article.excerpt}</p>
          <ShareButtons url={absoluteUrl(path)} title={article.title} />
        </header>

        {article.image ? (
          <div className="relative mt-8 aspect-video overflow-hidden rounded-xl bg-moss-50">
            <SafeImage sourceWidth={CONTENT_IMAGE_WIDTH} src={article.image.url} alt={article.image.alt} fill preload fetchPriority="high" sizes="(min-width: 768px) 768px, 100vw" className="object-cover" />
          </div>
        ) : null}

        <div
          data-testid="story-body"
          className="rich-text story-body mt-10 space-y-5 text-lg leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:border-heather-600 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:text-xl"
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(article.bodyHtml) }}
        />

        <div className="mt-12">
          <ShopTheStory products={products} />
        </div>

        <p className="mt-10">
          <IntentLink
            href="/articles"
            className="inline-flex min-h-11 items-center font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900 focus-ring"
          >
            ← Back to Stories
          </IntentLink>
        </p>
      </article>

      {others.length > 0 ? (
        <section aria-labelledby="more-stories-heading" className="mt-16 border-t border-moss-100 pt-12">
          <h2 id="more-stories-heading" className="mb-6 text-2xl font-semibold sm:text-3xl">
            More Highland Stories
          </h2>
          <StoryGrid>
            {others.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </StoryGrid>
        </section>
      ) : null}
    </div>
  );
}
