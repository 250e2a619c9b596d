import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { AboutSection } from './AboutSection';
import { DesignSection } from './DesignSection';
import { DomainSection } from './DomainSection';
import { FeaturePageEditor, FeaturePagesSection } from './FeaturePagesSection';
import { FollowersSection } from './FollowersSection';
import { MastheadSection } from './MastheadSection';
import { NavigationSection } from './NavigationSection';
import { StatsSection } from './StatsSection';
import { StoriesSection } from './StoriesSection';
import './admin.css';

/** The editors' pages of a publication (each checks on the server too: every change is an editor's only). */
export default function PublicationAdminPage({ params, route }: PageProps) {
  const slug = params.collectionSlug ?? '';
  switch (route.name) {
    case 'ShowCollectionSettings':
    case 'ShowCollectionAboutSettings':
      return <AboutSection slug={slug} />;
    case 'ShowCollectionMastheadSettings':
      return <MastheadSection slug={slug} />;
    case 'ShowCollectionNavigationSettings':
      return <NavigationSection slug={slug} />;
    case 'ShowCollectionFeaturePages':
      return <FeaturePagesSection slug={slug} />;
    case 'ShowCollectionNewFeaturePage':
      return <FeaturePageEditor slug={slug} featurePageId={null} />;
    case 'ShowCollectionEditFeaturePage':
      return <FeaturePageEditor slug={slug} featurePageId={params.featurePageId ?? ''} />;
    case 'ShowCollectionFollowers':
      return <FollowersSection slug={slug} />;
    case 'ShowCollectionCustomDomainSettings':
      return <DomainSection slug={slug} />;
    case 'ShowCollectionDesign':
      return <DesignSection slug={slug} />;
    case 'ShowCollectionStatsOverview':
    case 'ShowCollectionStatsStories':
      return <StatsSection slug={slug} />;
    case 'ShowCollectionStories':
      return <StoriesSection slug={slug} filterBy={params.filterBy ?? ''} />;
    default:
      return <NotFoundPage />;
  }
}
