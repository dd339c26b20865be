// LaTeX source for the fixtures pdflatex typesets: an article-class CV as academics and
// engineering students write them (Latin Modern, hyperref, tabular* date columns).
import {
  listContactItems,
  listPersonalFields,
  type CvEntry,
  type CvSection,
  type CvSource,
} from './cv-source';

function escapeLatex(text: string): string {
  return text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
    .replace(/–/g, '--')
    .replace(/—/g, '---');
}

function writeLink(link: string): string {
  const target = link.startsWith('http') ? link : `https://${link}`;
  return `\\href{${target.replace(/([%#_])/g, '\\$1')}}{${escapeLatex(link)}}`;
}

function writeText(text: string): string {
  const parts = text.split(/\[\[(.+?)\]\]/);
  return parts
    .map((part, index) => (index % 2 === 1 ? writeLink(part) : escapeLatex(part)))
    .join('');
}

function writeEntry(entry: CvEntry): string {
  const place = entry.place === undefined ? '' : `, ${escapeLatex(entry.place)}`;
  const bullets = (entry.bullets ?? []).map((bullet) => `  \\item ${writeText(bullet)}`).join('\n');
  const list =
    bullets === ''
      ? ''
      : `\\begin{itemize}\\setlength{\\itemsep}{0pt}\n${bullets}\n\\end{itemize}\n`;
  return `\\noindent\\textbf{${escapeLatex(entry.title)}} \\hfill ${escapeLatex(entry.dates)}\\\\\n\\textit{${escapeLatex(entry.organisation)}${place}}\n${list}\\medskip\n`;
}

function writeSection(cv: CvSource, section: CvSection): string {
  const command = cv.headingStyle?.numbered === true ? '\\section' : '\\section*';
  const heading = `${command}{${escapeLatex(section.heading)}}\n`;
  switch (section.kind) {
    case 'text': {
      const paragraphs = (section.paragraphs ?? [])
        .map((text) => `\\noindent ${writeText(text)}\\par\n`)
        .join('');
      const bullets = (section.bullets ?? [])
        .map((text) => `  \\item ${writeText(text)}`)
        .join('\n');
      return `${heading}${paragraphs}${bullets === '' ? '' : `\\begin{itemize}\\setlength{\\itemsep}{0pt}\n${bullets}\n\\end{itemize}\n`}`;
    }
    case 'personal':
      return `${heading}${listPersonalFields(cv, section)
        .map(
          ([label, value]) =>
            `\\noindent\\textbf{${escapeLatex(label)}:} ${cv.links.includes(value) ? writeLink(value) : escapeLatex(value)}\\par\n`,
        )
        .join('')}`;
    default:
      return `${heading}${section.entries.map(writeEntry).join('')}`;
  }
}

/**
 * Builds the LaTeX source of a fixture CV.
 *
 * @example
 * const source = renderCvToLatex(cvSource); // typeset with pdflatex
 */
export function renderCvToLatex(cv: CvSource): string {
  const contact = listContactItems(cv)
    .map((item) => (cv.links.includes(item) ? writeLink(item) : escapeLatex(item)))
    .join(' \\textbullet{} ');
  const headline =
    cv.headline === undefined ? '' : `{\\large ${escapeLatex(cv.headline)}}\\\\[3pt]\n`;
  const hasPersonal = cv.sections.some((section) => section.kind === 'personal');
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\makeatletter
\\renewcommand\\section{\\@startsection{section}{1}{\\z@}{-2.2ex \\@plus -.5ex}{1ex}{\\normalfont\\large\\bfseries}}
\\makeatother
\\hypersetup{pdftitle={CV ${escapeLatex(cv.name)}}, pdfauthor={${escapeLatex(cv.name)}}}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${escapeLatex(cv.name)}}\\\\[4pt]
${headline}${hasPersonal ? '' : `{\\small ${contact}}`}
\\end{center}
${cv.sections.map((section) => writeSection(cv, section)).join('\n')}
\\end{document}
`;
}
