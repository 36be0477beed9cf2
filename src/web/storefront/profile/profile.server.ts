import type { PageHeadFn } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { localBusiness } from '../lib/structured-data.ts';
import { profileBio } from './profile-bio.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

/** The configuration is all the profile shows, and the renderer always prefetches it. */
export const head: PageHeadFn = ({ site, origin }) => {
  const business = localBusiness(site, origin);
  return {
    title: pageTitle(m.titleProfile, shopNameText(site)),
    description: profileBio(site),
    image: site?.logo || undefined,
    ogType: 'profile',
    jsonLd: business && { ...business, description: profileBio(site) },
  };
};
