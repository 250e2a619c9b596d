import { buildPath } from '../../../shared/routes';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';

/** Title, description, canonical address and sharing tags of a static page. */
export function useStaticHead(
  routeName: 'ShowAboutQuire' | 'ShowHelp' | 'ShowLegal' | 'ShowCreators' | 'ShowEarn' | 'ShowCreatorTools' | 'ShowNotAvailable',
  title: string,
  description: string,
) {
  const { productName, site } = useShell();
  const canonical = site ? new URL(buildPath(routeName), site.publicOrigin).toString() : undefined;
  useHead({
    title: `${title} – ${productName}`,
    description,
    canonical,
    meta: [
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:site_name', content: productName },
      { property: 'og:type', content: 'website' },
      ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ],
  });
}
