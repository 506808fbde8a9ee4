import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/admin/SignInForm';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { signedInOwner } from '@/lib/admin/guard';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Owner Sign In',
  description: 'Sign in to run the Highland Home shop.',
  path: '/admin/login',
  noIndex: true,
});

export default async function OwnerSignInPage() {
  if (await signedInOwner()) redirect('/admin');
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-4xl font-bold">Owner Sign In</h1>
      <p className="text-slate-700">
        Owner accounts are made on the shop&apos;s machine with <code>npm run owner -- add EMAIL</code>.
      </p>
      <SignInForm />
      <NeedsJavaScript title="Signing in needs JavaScript" message="Please turn on JavaScript in your browser to sign in." />
    </div>
  );
}
