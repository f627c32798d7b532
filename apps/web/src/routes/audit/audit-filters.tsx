// The log's filters: what happened (an area or one action), who did it, and between which days.
// Each change applies at once; the list and the CSV download use the same filters.
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { X } from 'lucide-react';

import {
  ACTION_GROUPS,
  EMPTY_FILTERS,
  isFiltered,
  personLabel,
  rangeError,
  type AuditFormState,
  type AuditPerson,
} from './audit-model';

interface FiltersProps {
  value: AuditFormState;
  onChange: (next: AuditFormState) => void;
  people: AuditPerson[] | undefined;
}

export function AuditFilters({ value, onChange, people }: FiltersProps) {
  const set = (change: Partial<AuditFormState>) => onChange({ ...value, ...change });
  const today = new Date().toLocaleDateString('en-CA');
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 border-b border-slate-100 px-4 py-4 sm:gap-x-4 sm:px-6 lg:grid-cols-[1.3fr_1.3fr_1fr_1fr_auto] lg:items-end dark:border-navy-800">
      <Field label="Activity" className="col-span-2 sm:col-span-1">
        <Select value={value.action} onChange={(e) => set({ action: e.target.value })}>
          <option value="">All activity</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group.area} label={group.label}>
              <option value={group.area}>All: {group.label.toLowerCase()}</option>
              {group.actions.map((action) => (
                <option key={action.name} value={action.name}>
                  {action.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label="Person" className="col-span-2 sm:col-span-1">
        <Select
          value={value.actorUserId}
          onChange={(e) => set({ actorUserId: e.target.value })}
          disabled={!people}
        >
          <option value="">Everyone</option>
          {people?.map((person) => (
            <option key={person.userId} value={person.userId}>
              {personLabel(person)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="From">
        <Input
          type="date"
          value={value.fromDay}
          max={value.toDay || today}
          onChange={(e) => set({ fromDay: e.target.value })}
        />
      </Field>
      <Field label="To" error={rangeError(value)}>
        <Input
          type="date"
          value={value.toDay}
          min={value.fromDay || undefined}
          max={today}
          onChange={(e) => set({ toDay: e.target.value })}
        />
      </Field>
      <Button
        variant="ghost"
        className="col-span-2 justify-self-start lg:col-span-1"
        onClick={() => onChange(EMPTY_FILTERS)}
        disabled={!isFiltered(value)}
      >
        <X className="h-4 w-4" aria-hidden />
        Clear
      </Button>
    </div>
  );
}
