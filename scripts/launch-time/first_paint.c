/* first_paint: how long a program takes from its start to the first drawing
 * in its window, measured from outside the program, so that any two programs
 * are timed the same way.
 *
 *   first_paint [--settle MS] COMMAND [ARGS...]
 *
 * Starts COMMAND, waits for its first top-level window to be mapped, then
 * reports (milliseconds from the fork) the map, the first drawing in the
 * window and the last drawing before MS milliseconds (default 400) pass with
 * none. Prints one line: "map M first F settled S fork-epoch-ms E", E being
 * the wall-clock time of the fork, so that a program's own timestamp of a
 * later frame (Felt's --measure-startup prints one) can be put on the same
 * scale: the first drawing is often the window's empty map. The program is
 * then killed. Needs an X server without a window manager (Xvfb), so that a
 * program's windows are children of the root window.
 */
#define _POSIX_C_SOURCE 200809L
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
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

int main(int argc, char** argv) {
    int arg = 1;
    double settle = 400;
    if (argc > 2 && strcmp(argv[1], "--settle") == 0) {
        settle = atof(argv[2]);
        arg = 3;
    }
    if (arg >= argc) {
        fprintf(stderr, "usage: first_paint [--settle MS] COMMAND [ARGS...]\n");
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
    double mapped = -1, first = -1, last = -1;
    Window window = 0;
    const double limit = 30000;
    for (;;) {
        const double t = now_ms() - start;
        if (t > limit) break;
        if (last >= 0 && t - last > settle) break;
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
            last = at;
        }
    }
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    if (first < 0) {
        fprintf(stderr, "first_paint: no drawing seen in %.0f ms\n", limit);
        return 1;
    }
    printf("map %.1f first %.1f settled %.1f fork-epoch-ms %.1f\n", mapped, first, last, forkEpoch);
    return 0;
}
