import { graphql } from '../../gql';

/** The writers' share of each member's fee on this instance, which the Partner Program pages state. */
export const PartnerShareQuery = graphql(`
  query PartnerShare {
    partnerSharePercent
  }
`);
