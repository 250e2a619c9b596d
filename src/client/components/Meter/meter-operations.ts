import { graphql } from '../../gql';

/** The signed-in reader's month on the meter, asked after the story's own query (which spends it). */
export const MeteringInfoQuery = graphql(`
  query MeteringInfo {
    viewer {
      id
      meteringInfo {
        postIds
        freeStoriesPerMonth
        remaining
        resetsAt
      }
    }
  }
`);
