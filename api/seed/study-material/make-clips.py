#!/usr/bin/env python3
"""Makes the demo lecture clips in api/seed/static/videos (run once by hand; needs ffmpeg and DejaVu fonts).

Reads one line per sheet on stdin: `<file-slug>\t<#subject colour>\t<chapter>\t<subject · class · Lecture>`, e.g. from
`npx tsx -e` over NOTES_SHEETS (sheets.ts), and writes an 8 s, 480x270 H.264 baseline title card per line.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
OUT = Path(__file__).resolve().parent.parent / 'static' / 'videos'

with tempfile.TemporaryDirectory() as tmp:
    for line in sys.stdin:
        name, colour, chapter, sub = line.rstrip('\n').split('\t')
        words = chapter.split(' ')
        lines = [chapter]
        if len(chapter) > 30:
            cut = min(range(1, len(words)), key=lambda i: abs(len(' '.join(words[:i])) - len(' '.join(words[i:]))))
            lines = [' '.join(words[:cut]), ' '.join(words[cut:])]
        filters = ['drawbox=x=0:y=0:w=iw:h=ih:color=black@0.35:t=fill']
        y0 = 118 - (len(lines) - 1) * 14
        for i, text in enumerate(lines):
            path = Path(tmp, f'{name}.{i}')
            path.write_text(text)
            filters.append(f'drawtext=fontfile={BOLD}:textfile={path}:fontcolor=white:fontsize=22:x=(w-text_w)/2:y={y0 + i * 30}')
        sub_path = Path(tmp, f'{name}.sub')
        sub_path.write_text(sub)
        filters += [
            f'drawtext=fontfile={REGULAR}:textfile={sub_path}:fontcolor=white@0.85:fontsize=14:x=(w-text_w)/2:y={y0 + len(lines) * 30 + 6}',
            f"drawtext=fontfile={REGULAR}:text='Classroom Institute, Kota':fontcolor=white@0.7:fontsize=12:x=16:y=16",
            'drawbox=x=0:y=ih-6:w=iw*t/8:h=6:color=white@0.9:t=fill',
            f"drawtext=fontfile={REGULAR}:text='%{{eif\\:t\\:d}}s / 8s':fontcolor=white@0.8:fontsize=12:x=w-text_w-16:y=h-26",
        ]
        subprocess.run(
            ['ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi',
             '-i', f'color=c=0x{colour[1:]}:s=480x270:r=15:d=8', '-vf', ','.join(filters),
             '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '30', '-preset', 'veryslow',
             '-movflags', '+faststart', '-an', str(OUT / f'{name}.mp4')],
            check=True,
        )
