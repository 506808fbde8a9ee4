import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/product/Breadcrumb';
import { cn } from '@/components/ui/cn';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { InfoSection, type InfoSectionContent } from './InfoSection';
import { TableOfContents } from './TableOfContents';

interface InfoPageProps {
  /** The page's main heading. */
  title: string;
  /** The breadcrumb's name for the page, when shorter than the heading. */
  crumb?: string;
  path: string;
  eyebrow: string;
  intro: ReactNode;
  /** Under the intro, e.g. the legal pages' "Last updated" line. */
  meta?: ReactNode;
  sections?: readonly InfoSectionContent[];
  /** Lists the sections in an "On this page" box (long pages). */
  contents?: boolean;
  /** Anything after the sections. */
  children?: ReactNode;
  /** The page lays out its own columns across the banner's width, instead of one column of running text. */
  wide?: boolean;
}

/**
 * The shell shared by the information and legal pages: breadcrumb (with its structured data),
 * a banner with the page's heading and introduction, then the page's sections.
 */
export function InfoPage({ title, crumb = title, path, eyebrow, intro, meta, sections = [], contents = false, children, wide = false }: InfoPageProps) {
  const showContents = contents && sections.length > 1;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: crumb, path },
        ])}
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: crumb }]} />
      </div>
      <header className="mx-auto mt-4 max-w-6xl px-4">
        <div className="rounded-2xl bg-moss-900 px-6 py-10 text-cream-50 sm:px-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-500">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold text-cream-50 sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-3xl text-lg text-cream-100">{intro}</div>
          {meta ? <div className="mt-4 text-sm text-cream-100">{meta}</div> : null}
        </div>
      </header>
      <div className={cn('mx-auto max-w-6xl px-4 py-10', showContents && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12')}>
        {showContents ? <TableOfContents sections={sections} /> : null}
        <div className={cn('space-y-12', !wide && 'max-w-3xl', showContents && 'mt-10 lg:mt-0')}>
          {sections.map((section) => (
            <InfoSection key={section.id} {...section} />
          ))}
          {children}
        </div>
      </div>
    </>
  );
}
