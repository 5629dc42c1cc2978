// An accessible tab strip (WAI-ARIA tabs pattern): role tablist/tab/tabpanel, roving tabindex,
// Left/Right/Home/End move between tabs and select them. Styled by .tabs in styles/app.css.
//
//   const [tab, setTab] = useState<"a" | "b">("a");
//   <Tabs id="auth" label="Sign in or register" value={tab} onChange={setTab}
//         tabs={[{ value: "a", label: "Login" }, { value: "b", label: "Register" }]} />
//   <TabPanel id="auth" value="a" hidden={tab !== "a"}>…</TabPanel>
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export function tabId(id: string, value: string) {
  return `${id}-tab-${value}`;
}
export function panelId(id: string, value: string) {
  return `${id}-panel-${value}`;
}

export function Tabs<T extends string>(props: {
  id: string;
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const { id, label, tabs, value, onChange } = props;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = tabs.findIndex((t) => t.value === value);
    let next = -1;
    if (e.key === "ArrowRight") next = (i + 1) % tabs.length;
    else if (e.key === "ArrowLeft") next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next].value);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={props.className ? `tabs ${props.className}` : "tabs"} onKeyDown={onKeyDown}>
      {tabs.map((t, i) => (
        <button
          key={t.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(id, t.value)}
          aria-selected={t.value === value}
          aria-controls={panelId(id, t.value)}
          tabIndex={t.value === value ? 0 : -1}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel(props: { id: string; value: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(props.id, props.value)}
      aria-labelledby={tabId(props.id, props.value)}
      hidden={props.hidden}
      className="tab-panel"
      tabIndex={0}
    >
      {props.hidden ? null : props.children}
    </div>
  );
}
