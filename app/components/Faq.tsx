import { useState, type ReactNode } from "react";

export type FaqItem = { question: string; answer: ReactNode };
export type FaqGroup = { title: string; items: FaqItem[] };

/**
 * FAQ in collapsible groups (docs/product.md#pages): closing a group also closes its open
 * questions. Built on <details>, so it works before (and without) JavaScript.
 */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const [openItems, setOpenItems] = useState<Record<string, boolean>>({});

  function toggleGroup(title: string, open: boolean) {
    setOpenGroups((prev) => (prev[title] === open ? prev : { ...prev, [title]: open }));
    if (!open) {
      setOpenItems((prev) => {
        const next = { ...prev };
        for (const key of Object.keys(next)) if (key.startsWith(`${title}::`)) next[key] = false;
        return next;
      });
    }
  }

  return (
    <div className="faq">
      {groups.map((group) => (
        <details
          key={group.title}
          className="faq__group"
          open={openGroups[group.title] ?? false}
          onToggle={(event) => toggleGroup(group.title, event.currentTarget.open)}
        >
          <summary className="faq__group-summary">
            <span className="faq__group-title">{group.title}</span>
          </summary>
          <div className="faq__items">
            {group.items.map((item) => {
              const key = `${group.title}::${item.question}`;
              return (
                <details
                  key={key}
                  className="faq__item"
                  open={openItems[key] ?? false}
                  onToggle={(event) => {
                    const open = event.currentTarget.open;
                    setOpenItems((prev) => (prev[key] === open ? prev : { ...prev, [key]: open }));
                  }}
                >
                  <summary className="faq__question">{item.question}</summary>
                  <div className="faq__answer">{item.answer}</div>
                </details>
              );
            })}
          </div>
        </details>
      ))}
    </div>
  );
}

/** A flat accordion where several answers can be open at once (coverage page). */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item faq__item--flat">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
