import { tutorialVideoEmbedUrl } from '@cvlisto/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { tutorialGuide } from '../tutorial-guide';

/** 'Paso a Paso': the tutorial video and the step-by-step guide (spec/core.md §2 Tutorials). */
export function TutorialsPage() {
  const { tutorialVideoUrl, appName } = usePublicConfig();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Paso a Paso" lead={`Aprende a sacarle el máximo provecho a ${appName}.`} />
      <TutorialVideo configuredUrl={tutorialVideoUrl} appName={appName} />
      <TutorialAccordion />
    </div>
  );
}

/**
 * The tutorial video (TUTORIAL_VIDEO_URL), as its host's privacy-friendly player, loaded lazily.
 * No video configured, or one that cannot be framed, means none: the guide alone still answers.
 */
export function TutorialVideo({
  configuredUrl,
  appName,
}: {
  configuredUrl: string;
  appName: string;
}) {
  const embedUrl = tutorialVideoEmbedUrl(configuredUrl);
  if (!embedUrl) return null;
  return (
    <div className="aspect-video overflow-hidden rounded-2xl border border-line bg-black">
      <iframe
        src={embedUrl}
        title={`Video tutorial: cómo usar ${appName}`}
        className="size-full"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** One answer open at a time; opening another closes the first, clicking the open one closes it. */
function TutorialAccordion() {
  const [openId, setOpenId] = useState<string | null>(tutorialGuide[0]?.id ?? null);
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {tutorialGuide.map((item) => {
        const isOpen = openId === item.id;
        const panelId = `guia-${item.id}`;
        const buttonId = `${panelId}-boton`;
        return (
          <div key={item.id}>
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-surface-muted sm:px-6"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="flex flex-col gap-3 px-4 pb-5 text-ink-muted sm:px-6"
            >
              {item.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.steps && (
                <ol className="list-decimal space-y-1.5 pl-5">
                  {item.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
