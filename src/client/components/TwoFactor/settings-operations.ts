import { graphql } from '../../gql';

export const ViewerTwoFactorQuery = graphql(`
  query ViewerTwoFactor {
    viewer {
      id
      twoFactor {
        enabled
        method
        phoneLast4
        backupCodesRemaining
      }
    }
  }
`);

export const RegisterAuthyUserMutation = graphql(`
  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {
    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {
      __typename
      ... on AuthyUser {
        authyId
        preferredMethod
        otpauthUri
        qrCodeSvg
        phoneLast4
      }
      ...RegisterAuthyUserRefusal
    }
  }
`);

export const CrupdateTwoFactorAuthMutation = graphql(`
  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {
    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {
      __typename
      ... on TwoFactorAuthEnabled {
        success
        method
        otherSessionCount
      }
      ...CrupdateTwoFactorAuthRefusal
      ...LockoutRefusal
    }
  }
`);

export const CrupdateTwoFactorBackupCodesMutation = graphql(`
  mutation crupdateTwoFactorBackupCodes($userId: ID) {
    crupdateTwoFactorBackupCodes(userId: $userId) {
      __typename
      ... on TwoFactorBackupCodes {
        backupCodes
      }
      ...CrupdateTwoFactorBackupCodesRefusal
    }
  }
`);

export const RemoveTwoFactorAuthMutation = graphql(`
  mutation RemoveTwoFactorAuth($verificationCode: String!) {
    removeTwoFactorAuth(verificationCode: $verificationCode) {
      __typename
      ... on TwoFactorStatus {
        enabled
        method
        phoneLast4
        backupCodesRemaining
      }
      ...RemoveTwoFactorAuthRefusal
      ...LockoutRefusal
    }
  }
`);

export const SendViewerTwoFactorCodeMutation = graphql(`
  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {
    sendViewerTwoFactorCode(method: $method) {
      ...TwoFactorCodeSendResult
    }
  }
`);

export const EndOtherSessionsAfterTwoFactorMutation = graphql(`
  mutation EndOtherSessionsAfterTwoFactor {
    endOtherSessions
  }
`);
