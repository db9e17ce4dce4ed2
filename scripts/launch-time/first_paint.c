/* first_paint: how long a program takes from its start to the first drawing
 * of its window that shows something, and how much memory it holds then,
 * measured from outside the program, so that any two programs are timed and
 * weighed the same way.
 *
 *   first_paint [--hold MS] [--edges N] COMMAND [ARGS...]
 *
 * Starts COMMAND, waits for its first top-level window to be mapped and
 * reports, in milliseconds from the fork:
 *   map      the window is mapped;
 *   first    its first drawing (often an empty window: a background, a menu
 *            bar, Aisleriot's toolbar over a bare green);
 *   content  the first drawing after which the middle of the window (the
 *            table: 10-90 % of its width, 25-85 % of its height) shows
 *            sharp edges, that is cards, text or plates, not one colour or a
 *            gradient: at least N (default 200) sharply differing neighbours
 *            on every fourth row. This is the figure to compare: both
 *            programs' first useful frame, judged by one rule from outside.
 *   cpu      the CPU time all the program's threads had used by then (less
 *            at the mercy of the machine's load than the time from the fork).
 * Then it waits MS milliseconds more (default 1000) and reads the program's
 * RssAnon (its own memory: heap, stacks, buffers) and VmRSS (with the pages
 * of shared libraries and fonts) from /proc/PID/status, and kills it.
 * Prints one line:
 *   map M first F content C cpu U fork-epoch-ms E rss-anon-kb A rss-kb R
 * E being the wall-clock time of the fork. Needs an X server without a
 * window manager (Xvfb), so that a program's windows are children of the
 * root window.
 */
#define _POSIX_C_SOURCE 200809L
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Whether the middle of the window shows content: enough neighbouring pixels
 * (every fourth row) that differ sharply. A plain colour or a gradient has
 * none; a card, a line of text or a plate's edge has many. */
static long min_edges = 200;

static int shows_content(Display* dpy, Window window) {
    XWindowAttributes a;
    if (!XGetWindowAttributes(dpy, window, &a) || a.width < 10 || a.height < 10) return 0;
    const int x0 = a.width / 10, w = a.width * 8 / 10;
    const int y0 = a.height / 4, h = a.height * 6 / 10;
    XImage* image = XGetImage(dpy, window, x0, y0, w, h, AllPlanes, ZPixmap);
    if (!image) return 0;
    long edges = 0;
    for (int y = 0; y < h; y += 4) {
        unsigned long left = XGetPixel(image, 0, y);
        for (int x = 1; x < w; ++x) {
            const unsigned long p = XGetPixel(image, x, y);
            for (int shift = 0; shift <= 16; shift += 8) {
                const int d = (int)((p >> shift) & 255) - (int)((left >> shift) & 255);
                if (d > 40 || d < -40) {
                    ++edges;
                    break;
                }
            }
            left = p;
        }
    }
    XDestroyImage(image);
    return edges >= min_edges;
}

/* CPU time in ms the program's threads have run so far (their schedstat:
 * nanoseconds on a CPU). Unlike the time from the fork it hardly depends on
 * what else the machine runs; threads that have ended are not counted. */
static double cpu_ms(pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR* tasks = opendir(path);
    if (!tasks) return -1;
    double ns = 0;
    struct dirent* t;
    while ((t = readdir(tasks))) {
        if (t->d_name[0] == '.') continue;
        char stat[320];
        snprintf(stat, sizeof stat, "/proc/%d/task/%s/schedstat", (int)pid, t->d_name);
        FILE* f = fopen(stat, "r");
        if (!f) continue;
        double run = 0;
        if (fscanf(f, "%lf", &run) == 1) ns += run;
        fclose(f);
    }
    closedir(tasks);
    return ns / 1e6;
}

/* One "Name: N kB" figure of /proc/PID/status, or -1. */
static long status_kb(pid_t pid, const char* name) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE* f = fopen(path, "r");
    if (!f) return -1;
    long kb = -1;
    const size_t n = strlen(name);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, name, n) == 0 && line[n] == ':') {
            kb = atol(line + n + 1);
            break;
        }
    fclose(f);
    return kb;
}

int main(int argc, char** argv) {
    int arg = 1;
    double hold = 1000;
    for (;;) {
        if (argc > arg + 1 && strcmp(argv[arg], "--hold") == 0)
            hold = atof(argv[arg + 1]);
        else if (argc > arg + 1 && strcmp(argv[arg], "--edges") == 0)
            min_edges = atol(argv[arg + 1]);
        else
            break;
        arg += 2;
    }
    if (arg >= argc) {
        fprintf(stderr, "usage: first_paint [--hold MS] [--edges N] COMMAND [ARGS...]\n");
        return 2;
    }
    Display* dpy = XOpenDisplay(NULL);
    if (!dpy) {
        fprintf(stderr, "first_paint: no X display\n");
        return 2;
    }
    int damageEvent, damageError;
    if (!XDamageQueryExtension(dpy, &damageEvent, &damageError)) {
        fprintf(stderr, "first_paint: the X server has no DAMAGE extension\n");
        return 2;
    }
    Window root = DefaultRootWindow(dpy);
    XSelectInput(dpy, root, SubstructureNotifyMask);
    XSync(dpy, False);

    struct timespec wall;
    clock_gettime(CLOCK_REALTIME, &wall);
    const double forkEpoch = wall.tv_sec * 1e3 + wall.tv_nsec / 1e6;
    const double start = now_ms();
    pid_t child = fork();
    if (child == 0) {
        execvp(argv[arg], argv + arg);
        perror("first_paint: exec");
        _exit(127);
    }
    double mapped = -1, first = -1, content = -1, cpu = -1;
    Window window = 0;
    const double limit = 30000;
    for (;;) {
        const double t = now_ms() - start;
        if (t > limit) break;
        if (content >= 0 && t - content >= hold) break;
        if (!XPending(dpy)) {
            struct pollfd p = {ConnectionNumber(dpy), POLLIN, 0};
            poll(&p, 1, 5);
            continue;
        }
        XEvent e;
        XNextEvent(dpy, &e);
        const double at = now_ms() - start;
        if (e.type == MapNotify && !window && !e.xmap.override_redirect) {
            window = e.xmap.window;
            mapped = at;
            XDamageCreate(dpy, window, XDamageReportNonEmpty);
        } else if (e.type == damageEvent + XDamageNotify) {
            XDamageNotifyEvent* d = (XDamageNotifyEvent*)&e;
            XDamageSubtract(dpy, d->damage, None, None);
            if (first < 0) first = at;
            if (content < 0 && shows_content(dpy, window)) {
                content = at;
                cpu = cpu_ms(child);
            }
        }
    }
    const long anon = status_kb(child, "RssAnon"), rss = status_kb(child, "VmRSS");
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    if (content < 0) {
        fprintf(stderr, "first_paint: no content seen in %.0f ms\n", limit);
        return 1;
    }
    printf("map %.1f first %.1f content %.1f cpu %.1f fork-epoch-ms %.1f rss-anon-kb %ld rss-kb "
           "%ld\n",
           mapped, first, content, cpu, forkEpoch, anon, rss);
    return 0;
}
