/**
 * Links in rendered Markdown carry no class (the sanitiser keeps none, lib/domain/rich-text.ts), so
 * they take the information pages' link look (INFO_LINK in components/info/styles.ts) from here.
 */
const CONTENT_LINKS =
  '[&_a]:font-semibold [&_a]:text-moss-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-moss-900 [&_a:hover]:no-underline [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-moss-700';

/** HTML rendered and sanitised by the content pipeline (lib/content/markdown.ts), and only that. */
export function ContentHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${CONTENT_LINKS} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
