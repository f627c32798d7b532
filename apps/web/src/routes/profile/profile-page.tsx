// Profile (/profile): personal details, where the advisor practises, the brand kit, the password,
// the subscription, then the download of everything the advisor holds.
import { EmailVerificationNotice } from '@/components/account/email-verification-notice';
import { Page } from '@/components/ui/page';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';

import { BrandCard } from './brand-card';
import { ChangePasswordCard } from './change-password-card';
import { DataExportCard } from './data-export-card';
import { JurisdictionCard } from './jurisdiction-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProductsCard } from './products-card';
import { SubscriptionCard } from './subscription-card';

export default function ProfilePage() {
  const trpc = useTRPC();
  // The same query the Personal Information card shows; the password card needs only the e-mail.
  const profile = useQuery(trpc.profile.get.queryOptions());
  return (
    <Page
      title="Your Profile"
      description="Manage your account details and your subscription."
      width="narrow"
    >
      <div className="space-y-8">
        <EmailVerificationNotice place="profile" />
        <PersonalInfoCard />
        <JurisdictionCard />
        <BrandCard />
        <ProductsCard />
        <ChangePasswordCard
          email={profile.data?.email ?? ''}
          names={[profile.data?.fullName ?? '', profile.data?.companyName ?? '']}
        />
        <SubscriptionCard />
        <DataExportCard />
      </div>
    </Page>
  );
}
