import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';

export interface FilterTab {
  /** The filter value; undefined for "all". */
  value: string | undefined;
  label: string;
}

const ALL = '__all__';

/** Tabs above a list that set one equality filter (a listing's or a message's status). */
export function FilterTabs({ source, tabs, label }: { source: string; tabs: FilterTab[]; label: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : ALL;

  const select = (value: string) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(value === ALL ? others : { ...others, [source]: value }, displayedFilters);
  };

  return (
    <Tabs
      value={current}
      onChange={(_, value: string) => select(value)}
      aria-label={label}
      variant="scrollable"
      // The strip scrolls within the width it is given; its tabs' full width must not widen the page on a phone.
      sx={{ contain: 'inline-size' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value ?? ALL} value={tab.value ?? ALL} label={tab.label} />
      ))}
    </Tabs>
  );
}
