import { cn } from './cn';

describe('cn', () => {
  it('drops falsy values', () => {
    expect(cn('inline-flex', false, null, undefined, 0, '', 'font-bold')).toBe('inline-flex font-bold');
  });

  it('keeps the classes of a conditional object whose value is true', () => {
    expect(cn('min-h-11', { 'font-bold': true, 'text-sm': false })).toBe('min-h-11 font-bold');
  });

  it('resolves a conflict in favour of the later class', () => {
    expect(cn('p-4', 'p-2')).toBe('p-2');
    // A side's padding refines the shorthand rather than replacing it.
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });

  it("treats the shop's own colours (app/globals.css) as colours", () => {
    expect(cn('text-moss-800', 'text-slate-700')).toBe('text-slate-700');
    expect(cn('bg-moss-800', 'bg-tartan-700')).toBe('bg-tartan-700');
    expect(cn('border-moss-700/40', 'border-gold-500')).toBe('border-gold-500');
    // A size and a colour share the text- prefix without conflicting.
    expect(cn('text-sm', 'text-slate-ink')).toBe('text-sm text-slate-ink');
  });

  it('keeps classes that differ by variant or by the important flag', () => {
    expect(cn('bg-white', 'hover:bg-moss-50')).toBe('bg-white hover:bg-moss-50');
    expect(cn('w-[min(28rem,100vw)]', 'w-full!')).toBe('w-[min(28rem,100vw)] w-full!');
  });

  it("leaves the shop's component classes (app/globals.css) alone", () => {
    expect(cn('round-badge', 'focus-ring', 'px-2')).toBe('round-badge focus-ring px-2');
  });
});
