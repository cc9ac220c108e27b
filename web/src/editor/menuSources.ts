import type { Editor, Range } from "@tiptap/core";
import { SEARCH_TEXT_MAX_LENGTH, type SearchResultsShape } from "../../../api/contract/searchShapes";
import { workItemKey } from "../../../api/contract/workItems";
import { MENTION_KINDS, type MentionKind } from "../../../editor/nodes/mention";
import { api } from "../http/client";
import { blockCommandsMatching, shortcutLabel, type CommandContext } from "./formatCommands";
import type { MenuItem, MenuSource } from "./suggestionMenu";

/** Someone who can be mentioned: a member of the item's project. */
export interface Mentionable {
  id: string;
  name: string;
}

const SHOWN_PEOPLE = 6;

/** "/" lists the block commands; choosing one replaces the typed "/text" with the block. */
export function slashSource(context: CommandContext): MenuSource {
  return {
    char: "/",
    title: "Insert block",
    items: (query) =>
      blockCommandsMatching(query).map((command) => ({
        id: command.id,
        label: command.label,
        ...(command.shortcut ? { hint: shortcutLabel(command.shortcut) } : {}),
        select: (editor: Editor, range: Range) => {
          editor.chain().focus().deleteRange(range).run();
          command.run(editor, context);
        },
      })),
  };
}

function insertMention(kind: MentionKind, id: string, label: string) {
  return (editor: Editor, range: Range) => {
    editor
      .chain()
      .focus()
      .insertContentAt(range, [
        { type: "mention", attrs: { entity_name: kind, entity_identifier: id, label } },
        { type: "text", text: " " },
      ])
      .run();
  };
}

/**
 * "@" lists the project's members whose name holds the typed text, then the workspace's work items the
 * search finds for it (by name or key), so one picker mentions a person or references an item.
 */
export function mentionSource(slug: string, people: () => readonly Mentionable[]): MenuSource {
  return {
    char: "@",
    title: "Mention a person or work item",
    items: async (query, signal) => {
      const text = query.trim().toLowerCase();
      const matches: MenuItem[] = people()
        .filter((person) => person.name.toLowerCase().includes(text))
        .slice(0, SHOWN_PEOPLE)
        .map((person) => ({ id: `user:${person.id}`, label: person.name, hint: "Person", select: insertMention(MENTION_KINDS.member, person.id, `@${person.name}`) }));
      if (!text) return matches;
      try {
        const found = await api.get<SearchResultsShape>(
          `/api/workspaces/${encodeURIComponent(slug)}/search/?search=${encodeURIComponent(text.slice(0, SEARCH_TEXT_MAX_LENGTH))}`,
          { signal },
        );
        for (const item of found.results.issue) {
          const key = workItemKey(item.project__identifier, item.sequence_id);
          matches.push({ id: `issue:${item.id}`, label: `${key} ${item.name}`, hint: "Work item", select: insertMention(MENTION_KINDS.workItem, item.id, key) });
        }
      } catch {
        // The search is a bonus: people still show when it fails or the text changed under it.
      }
      return matches;
    },
  };
}
