// Step 3: the sales strategy in four tabs, one react-hook-form form checked with ZSalesStrategy;
// Next ('Review Info') merges it into the record.
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck, Compass, MessageCircleQuestion, Target } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { ZSalesStrategy, type TSalesStrategy, type TSalesStrategyInput } from '@pitchcraft/core';

import {
  ApproachFields,
  ClosingFields,
  FocusFields,
  ObjectionFields,
  type StrategyFieldsProps,
} from './sales-strategy-fields';
import { StepHeading } from './step-heading';
import { flatErrors } from './use-client-form';
import { WizardNav } from './wizard-nav';

const TABS = [
  { value: 'approach', label: 'Approach', icon: Compass, Fields: ApproachFields },
  {
    value: 'objections',
    label: 'Objections',
    icon: MessageCircleQuestion,
    Fields: ObjectionFields,
  },
  { value: 'focus', label: 'Focus Areas', icon: Target, Fields: FocusFields },
  { value: 'closing', label: 'Closing', icon: CheckCheck, Fields: ClosingFields },
] as const;

interface SalesStrategyStepProps {
  initial: TSalesStrategy;
  onBack: () => void;
  onSubmit: (strategy: TSalesStrategy) => void;
}

export function SalesStrategyStep({ initial, onBack, onSubmit }: SalesStrategyStepProps) {
  const form = useForm<TSalesStrategyInput, unknown, TSalesStrategy>({
    resolver: zodResolver(ZSalesStrategy),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const strategy = form.watch() as TSalesStrategy;
  const errors = flatErrors(form.formState.errors);
  const set: StrategyFieldsProps['set'] = (key, value) => {
    form.setValue(key, value as never);
    form.clearErrors(key);
  };
  // The wizard keeps the strategy as typed; the schema's checks (lengths) hold it back until met.
  const next = () => void form.handleSubmit(() => onSubmit(strategy))();

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Sales Strategy"
        description="Shape how the presentation persuades: approach, objections, emphasis and close."
      />
      <Card className="p-4 sm:p-6">
        <Tabs defaultValue="approach">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="h-9">
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Fields }) => (
            <TabsContent key={value} value={value} className="mt-6">
              <Fields strategy={strategy} errors={errors} set={set} />
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <WizardNav onBack={onBack} nextLabel="Review Info" onNext={next} />
    </section>
  );
}
