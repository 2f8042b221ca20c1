import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { Facebook, Instagram, Linkedin, Twitter } from '@/components/ui/icons.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { SubscribeBox } from '@/components/newsletter/subscribe-box.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { paths } from '@/lib/paths.ts';

type SocialKey = 'facebook' | 'x' | 'instagram' | 'linkedin';
const socialLinks: { key: SocialKey; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { key: 'x', href: 'https://x.com/', Icon: Twitter },
  { key: 'instagram', href: 'https://www.instagram.com/', Icon: Instagram },
  { key: 'linkedin', href: 'https://www.linkedin.com/', Icon: Linkedin },
];

const linkClass = 'rounded text-stone-300 underline-offset-4 hover:text-white hover:underline';

/**
 * Footer (docs/product/screens.md#top-bar-and-footer): brand text, site links (with the sign-up and contact
 * pages), four social networks, the subscribe box, copyright and the "powered by" link.
 */
export function Footer() {
  const { t } = useTranslation();
  const name = t('app.name');
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <PageContainer className="grid grid-cols-1 gap-10 py-12 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_2fr]">
        <div className="max-w-sm space-y-3">
          <Logo inverted />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold text-white">
            {t('footer.linksTitle')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to={paths.home} className={linkClass}>
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to={paths.becomeVendor} className={linkClass}>
                {t('footer.becomeVendor')}
              </Link>
            </li>
            <li>
              <Link to={paths.becomeRider} className={linkClass}>
                {t('footer.becomeRider')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.followUs')}</h2>
          <ul className="flex gap-3">
            {socialLinks.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-primary-600 hover:text-white"
                >
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="sr-only">
                    {t(`footer.social.${key}`)} {t('footer.opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <SubscribeBox />
      </PageContainer>
      <div className="border-t border-stone-800">
        <PageContainer className="flex flex-wrap justify-between gap-3 py-5 text-sm text-stone-400">
          <span>{t('footer.copyright', { name })}</span>
          {/* "Powered by": the platform itself until a public project page is set here. */}
          <Link to={paths.home} className={linkClass}>
            {t('footer.poweredBy', { name })}
          </Link>
        </PageContainer>
      </div>
    </footer>
  );
}
