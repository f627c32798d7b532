// Profile (/profile): personal details, then the subscription.
import { Page } from '@/components/ui/page';
import { PersonalInfoCard } from './personal-info-card';
import { SubscriptionCard } from './subscription-card';

export default function ProfilePage() {
  return (
    <Page title="Your Profile" description="Manage your account details and your subscription." width="narrow">
      <div className="space-y-8">
        <PersonalInfoCard />
        <SubscriptionCard />
      </div>
    </Page>
  );
}
